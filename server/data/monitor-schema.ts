/**
 * The help center (Centro de ayuda): tickets, their evidence and chat attachments (files in the
 * monitor's file store, named here), the conversation, the tracking steps, and what the desk has
 * yet to answer, and the options of the forms' catalog fields (the "activities", which the
 * university changes). The dependent catalogs and the forms are fixed data (monitor-catalog.ts).
 */
export const monitorSchema = `
CREATE TABLE IF NOT EXISTS monitor_tickets (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  account_number TEXT NOT NULL REFERENCES student_accounts(account_number),
  status TEXT NOT NULL CHECK (status IN ('open', 'clarification-requested', 'resolution-proposed', 'closed')),
  area_id INTEGER NOT NULL,
  issue_type_id INTEGER NOT NULL,
  classification_id INTEGER NOT NULL,
  subclassification_id INTEGER NOT NULL,
  reason_id INTEGER NOT NULL,
  description TEXT NOT NULL,
  subject TEXT,
  subject_code TEXT,
  group_code TEXT,
  teacher TEXT,
  numeric_value REAL,
  catalog_value_id INTEGER,
  text_value TEXT,
  first_check INTEGER NOT NULL,
  second_check INTEGER NOT NULL,
  created_by TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  closed_at TEXT,
  -- The desk's pending proposal or question (cleared once the student decides or answers).
  resolution_text TEXT,
  resolution_at TEXT,
  clarification_question TEXT,
  clarification_at TEXT
);
CREATE INDEX IF NOT EXISTS monitor_tickets_account ON monitor_tickets (account_number, created_at);
CREATE TABLE IF NOT EXISTS monitor_files (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  ticket_id INTEGER NOT NULL REFERENCES monitor_tickets(id),
  kind TEXT NOT NULL CHECK (kind IN ('evidence', 'attachment')),
  -- Evidence only: sent with the ticket, or added during a clarification.
  stage TEXT CHECK (stage IN ('submitted', 'clarification')),
  file_name TEXT NOT NULL,
  stored_name TEXT NOT NULL UNIQUE,
  size INTEGER NOT NULL,
  mime_type TEXT NOT NULL,
  sha256 TEXT NOT NULL,
  uploaded_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS monitor_files_ticket ON monitor_files (ticket_id, kind);
CREATE TABLE IF NOT EXISTS monitor_messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  ticket_id INTEGER NOT NULL REFERENCES monitor_tickets(id),
  author TEXT NOT NULL CHECK (author IN ('student', 'desk')),
  author_name TEXT NOT NULL,
  text TEXT NOT NULL,
  file_id INTEGER REFERENCES monitor_files(id),
  sent_at TEXT NOT NULL,
  client_created_at TEXT,
  client_sequence INTEGER,
  -- Conversation order: the client's creation time and sequence for a student message, the
  -- server's time for the desk's; then the id.
  order_at TEXT NOT NULL,
  order_sequence INTEGER NOT NULL,
  read_at TEXT,
  -- Bumped from one counter on every insert or change: the polling cursor.
  revision INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS monitor_messages_ticket_revision ON monitor_messages (ticket_id, revision);
CREATE INDEX IF NOT EXISTS monitor_messages_ticket_order ON monitor_messages (ticket_id, order_at, order_sequence, id);
CREATE INDEX IF NOT EXISTS monitor_messages_revision ON monitor_messages (revision);
CREATE TABLE IF NOT EXISTS monitor_events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  ticket_id INTEGER NOT NULL REFERENCES monitor_tickets(id),
  event TEXT NOT NULL,
  at TEXT NOT NULL,
  by TEXT NOT NULL,
  note TEXT
);
CREATE INDEX IF NOT EXISTS monitor_events_ticket ON monitor_events (ticket_id, id);
-- What a student sent through the API and the demo desk has not answered yet (the seed adds none).
CREATE TABLE IF NOT EXISTS monitor_desk_queue (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  ticket_id INTEGER NOT NULL REFERENCES monitor_tickets(id),
  kind TEXT NOT NULL CHECK (kind IN ('ticket', 'message', 'clarification', 'rejection')),
  text TEXT NOT NULL,
  queued_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS monitor_desk_queue_queued ON monitor_desk_queue (queued_at);
CREATE TABLE IF NOT EXISTS monitor_activities (
  id INTEGER PRIMARY KEY,
  catalog_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  position INTEGER NOT NULL,
  -- A withdrawn option is offered no more; a ticket that chose it still names it.
  withdrawn INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS monitor_activities_catalog ON monitor_activities (catalog_id, position);`
