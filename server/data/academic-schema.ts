/** Tables of the academic calls (spec §7 "Student"): one row set per account and career. */
export const academicSchema = `
CREATE TABLE IF NOT EXISTS academic_careers (
  account_number TEXT NOT NULL,
  cv_program TEXT NOT NULL,
  plan_code TEXT NOT NULL,
  start_cycle TEXT NOT NULL,
  expected_end_cycle TEXT NOT NULL,
  total_cycles INTEGER NOT NULL,
  current_cycle INTEGER NOT NULL,
  enrollment_status TEXT NOT NULL,
  enrollment_cycle TEXT NOT NULL,
  enrolled_at TEXT,
  school_cycle TEXT NOT NULL,
  school_cycle_name TEXT NOT NULL,
  PRIMARY KEY (account_number, cv_program),
  FOREIGN KEY (account_number, cv_program) REFERENCES careers (account_number, cv_program)
);
CREATE TABLE IF NOT EXISTS plan_subjects (
  plan_code TEXT NOT NULL,
  cycle_number INTEGER NOT NULL,
  position INTEGER NOT NULL,
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  credits REAL NOT NULL,
  PRIMARY KEY (plan_code, code)
);
CREATE TABLE IF NOT EXISTS academic_terms (
  account_number TEXT NOT NULL,
  cv_program TEXT NOT NULL,
  cycle TEXT NOT NULL,
  name TEXT NOT NULL,
  position INTEGER NOT NULL,
  plan_cycle INTEGER NOT NULL,
  current INTEGER NOT NULL,
  PRIMARY KEY (account_number, cv_program, cycle)
);
CREATE TABLE IF NOT EXISTS student_subjects (
  id INTEGER PRIMARY KEY,
  account_number TEXT NOT NULL,
  cv_program TEXT NOT NULL,
  cycle TEXT NOT NULL,
  position INTEGER NOT NULL,
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  credits REAL NOT NULL,
  status TEXT NOT NULL,
  group_code TEXT,
  teacher TEXT,
  classroom TEXT,
  grades TEXT NOT NULL,
  final_grade REAL,
  sessions TEXT NOT NULL,
  online_url TEXT,
  attended_sessions INTEGER,
  absences INTEGER,
  max_absences INTEGER
);
CREATE INDEX IF NOT EXISTS student_subjects_term ON student_subjects (account_number, cv_program, cycle, position);
CREATE TABLE IF NOT EXISTS subject_activities (
  subject_id INTEGER NOT NULL REFERENCES student_subjects(id),
  position INTEGER NOT NULL,
  period TEXT NOT NULL,
  week INTEGER NOT NULL,
  name TEXT NOT NULL,
  due_date TEXT NOT NULL,
  weight REAL NOT NULL,
  grade REAL NOT NULL,
  PRIMARY KEY (subject_id, position)
);
CREATE TABLE IF NOT EXISTS credentials (
  account_number TEXT PRIMARY KEY REFERENCES student_accounts(account_number),
  expiration_date TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS agenda_events (
  id TEXT PRIMARY KEY,
  account_number TEXT NOT NULL,
  cv_program TEXT NOT NULL,
  calendar TEXT NOT NULL,
  title TEXT NOT NULL,
  description TEXT,
  starts_at TEXT NOT NULL,
  ends_at TEXT NOT NULL,
  all_day INTEGER NOT NULL,
  location TEXT,
  teacher TEXT,
  subject_code TEXT,
  online_url TEXT
);
CREATE INDEX IF NOT EXISTS agenda_events_range ON agenda_events (account_number, cv_program, starts_at);`
