/**
 * The digital file (expediente digital): files assigned to a student's career, their documents,
 * every upload, the reviewer's decisions, extension (prórroga) requests, the commitment letter and
 * the expiry notices already sent. Statuses are not stored: they follow from these facts and the
 * day (see digital-file-status.ts).
 */
export const digitalFileSchema = `
CREATE TABLE IF NOT EXISTS digital_files (
  id INTEGER PRIMARY KEY,
  account_number TEXT NOT NULL REFERENCES student_accounts(account_number),
  cv_program TEXT NOT NULL,
  campus_code TEXT NOT NULL,
  name TEXT NOT NULL,
  assigned_at TEXT NOT NULL,
  -- When the "documentation complete" notice went out (once per file).
  completed_notified_at TEXT
);
CREATE INDEX IF NOT EXISTS digital_files_career ON digital_files (account_number, cv_program, campus_code);
CREATE TABLE IF NOT EXISTS digital_file_documents (
  id INTEGER PRIMARY KEY,
  file_id INTEGER NOT NULL REFERENCES digital_files(id),
  position INTEGER NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('document', 'letter')),
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  -- Lower case, comma separated, no dots.
  allowed_extensions TEXT NOT NULL,
  max_size_mb REAL NOT NULL,
  due_date TEXT,
  physical_place TEXT,
  physical_until TEXT,
  physical_delivered_at TEXT
);
CREATE INDEX IF NOT EXISTS digital_file_documents_file ON digital_file_documents (file_id, position);
CREATE TABLE IF NOT EXISTS digital_file_uploads (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  document_id INTEGER NOT NULL REFERENCES digital_file_documents(id),
  file_name TEXT NOT NULL,
  stored_name TEXT NOT NULL UNIQUE,
  size INTEGER NOT NULL,
  mime_type TEXT NOT NULL,
  sha256 TEXT NOT NULL,
  uploaded_at TEXT NOT NULL,
  uploaded_by TEXT NOT NULL,
  review TEXT NOT NULL CHECK (review IN ('pending', 'approved', 'rejected')),
  decided_at TEXT,
  decision_reason TEXT,
  -- 1 for what arrived through the API: the demo reviewer decides those on its own; the seeded
  -- ones wait for the test hooks, so a fresh database keeps every status.
  auto_review INTEGER NOT NULL,
  seeded INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS digital_file_uploads_document ON digital_file_uploads (document_id, id);
CREATE INDEX IF NOT EXISTS digital_file_uploads_review ON digital_file_uploads (review, auto_review);
CREATE TABLE IF NOT EXISTS digital_file_history (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  document_id INTEGER NOT NULL REFERENCES digital_file_documents(id),
  at TEXT NOT NULL,
  event TEXT NOT NULL,
  by_name TEXT NOT NULL,
  file_name TEXT,
  reason TEXT
);
CREATE INDEX IF NOT EXISTS digital_file_history_document ON digital_file_history (document_id, at);
CREATE TABLE IF NOT EXISTS digital_file_extension_types (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  days INTEGER NOT NULL,
  requires_letter INTEGER NOT NULL,
  active INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS digital_file_extension_letters (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  document_id INTEGER NOT NULL REFERENCES digital_file_documents(id),
  file_name TEXT NOT NULL,
  stored_name TEXT NOT NULL UNIQUE,
  size INTEGER NOT NULL,
  mime_type TEXT NOT NULL,
  uploaded_at TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS digital_file_extensions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  document_id INTEGER NOT NULL REFERENCES digital_file_documents(id),
  type_id INTEGER NOT NULL REFERENCES digital_file_extension_types(id),
  days INTEGER NOT NULL,
  reason TEXT NOT NULL,
  letter_id INTEGER UNIQUE REFERENCES digital_file_extension_letters(id),
  status TEXT NOT NULL CHECK (status IN ('pending-approval', 'approved', 'rejected')),
  requested_at TEXT NOT NULL,
  decided_at TEXT,
  decision_reason TEXT,
  new_due_date TEXT,
  auto_review INTEGER NOT NULL,
  seeded INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS digital_file_extensions_document ON digital_file_extensions (document_id, id);
CREATE TABLE IF NOT EXISTS digital_file_letters (
  id INTEGER PRIMARY KEY,
  file_id INTEGER NOT NULL UNIQUE REFERENCES digital_files(id),
  document_id INTEGER NOT NULL UNIQUE REFERENCES digital_file_documents(id),
  title TEXT NOT NULL,
  paragraphs TEXT NOT NULL,
  documents TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('unsigned', 'signed', 'rejected')),
  signed_at TEXT,
  rejection_reason TEXT
);
CREATE TABLE IF NOT EXISTS digital_file_notices (
  document_id INTEGER NOT NULL REFERENCES digital_file_documents(id),
  clave TEXT NOT NULL,
  due_date TEXT NOT NULL,
  sent_at TEXT NOT NULL,
  PRIMARY KEY (document_id, clave, due_date)
);`
