/**
 * Payments (Pagos y estado de cuenta): what each account was charged and what it owes (orders),
 * the statement's movements, the catalog of other services, and the bank references (fichas) made
 * for a selection. Money is kept in whole cents. Nothing that follows from the day is stored: an
 * order is overdue, and a reference pending or expired, by comparing dates with today (Mexico City).
 */
export const paymentsSchema = `
CREATE TABLE IF NOT EXISTS payment_orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  account_number TEXT NOT NULL REFERENCES student_accounts(account_number),
  kind TEXT NOT NULL CHECK (kind IN ('tuition', 'reenrollment', 'other')),
  concept TEXT NOT NULL,
  -- The day it was charged (its 'charge' movement, and its discount's, carry this date).
  issued_on TEXT NOT NULL,
  due_date TEXT NOT NULL,
  gross_cents INTEGER NOT NULL CHECK (gross_cents > 0),
  -- A scholarship (beca) taken from the charge; what is owed is gross − discount.
  discount_cents INTEGER NOT NULL DEFAULT 0 CHECK (discount_cents >= 0 AND discount_cents < gross_cents),
  discount_concept TEXT,
  -- The surcharge (recargo) it carries once its due date has passed unpaid.
  late_fee_cents INTEGER NOT NULL DEFAULT 0 CHECK (late_fee_cents >= 0),
  -- The payment movement that settled it (null: still owed).
  paid_by INTEGER REFERENCES payment_movements(id),
  paid_on TEXT
);
CREATE INDEX IF NOT EXISTS payment_orders_account ON payment_orders (account_number, paid_on, due_date, id);
CREATE TABLE IF NOT EXISTS payment_movements (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  account_number TEXT NOT NULL REFERENCES student_accounts(account_number),
  date TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('charge', 'payment', 'discount', 'surcharge')),
  concept TEXT NOT NULL,
  amount_cents INTEGER NOT NULL CHECK (amount_cents > 0),
  method TEXT CHECK (method IN ('card', 'wallet', 'reference', 'codi', 'marketplace')),
  folio TEXT,
  -- The order a charge, discount or surcharge belongs to (a surcharge is posted once per order).
  order_id INTEGER REFERENCES payment_orders(id),
  -- The bank reference a payment came through.
  reference_id INTEGER REFERENCES payment_references(id)
);
CREATE INDEX IF NOT EXISTS payment_movements_account ON payment_movements (account_number, date, id);
CREATE INDEX IF NOT EXISTS payment_movements_order ON payment_movements (order_id, kind);
CREATE TABLE IF NOT EXISTS payment_services (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  price_cents INTEGER NOT NULL CHECK (price_cents > 0),
  max_quantity INTEGER NOT NULL CHECK (max_quantity >= 1),
  position INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS payment_references (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  account_number TEXT NOT NULL REFERENCES student_accounts(account_number),
  reference TEXT NOT NULL UNIQUE,
  total_cents INTEGER NOT NULL CHECK (total_cents > 0),
  due_date TEXT NOT NULL,
  created_at TEXT NOT NULL,
  created_by TEXT NOT NULL,
  -- The summary's lines as they were when it was made (JSON array of SummaryLine).
  lines TEXT NOT NULL,
  -- Set when the bank reports it paid: the payment movement it became.
  paid_at TEXT,
  payment_id INTEGER REFERENCES payment_movements(id)
);
CREATE INDEX IF NOT EXISTS payment_references_account ON payment_references (account_number, created_at, id);
CREATE TABLE IF NOT EXISTS payment_reference_items (
  reference_id INTEGER NOT NULL REFERENCES payment_references(id),
  -- An order, or a service with its quantity and unit price.
  order_id INTEGER REFERENCES payment_orders(id),
  service_id INTEGER REFERENCES payment_services(id),
  quantity INTEGER NOT NULL DEFAULT 1,
  unit_cents INTEGER NOT NULL,
  CHECK ((order_id IS NULL) <> (service_id IS NULL))
);
CREATE INDEX IF NOT EXISTS payment_reference_items_reference ON payment_reference_items (reference_id);
-- References made through the API that the demo bank has yet to pay (the seed adds none).
CREATE TABLE IF NOT EXISTS payment_bank_queue (
  reference_id INTEGER PRIMARY KEY REFERENCES payment_references(id),
  queued_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS payment_bank_queue_queued ON payment_bank_queue (queued_at);
-- Payments made online (card, wallet, CoDi, marketplace). 'expired' is never stored: a pending
-- marketplace payment reads so once its deadline passed.
CREATE TABLE IF NOT EXISTS payment_online (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  account_number TEXT NOT NULL REFERENCES student_accounts(account_number),
  method TEXT NOT NULL CHECK (method IN ('card', 'wallet', 'codi', 'marketplace')),
  status TEXT NOT NULL CHECK (status IN ('at-provider', 'awaiting-transfer', 'pending', 'paid', 'declined')),
  total_cents INTEGER NOT NULL CHECK (total_cents > 0),
  -- The summary's lines as they were when it was made (JSON array of SummaryLine).
  lines TEXT NOT NULL,
  created_at TEXT NOT NULL,
  created_by TEXT NOT NULL,
  -- The provider's hosted page (card, marketplace): its opaque token, and the bank's step there.
  provider_token TEXT UNIQUE,
  provider_step TEXT CHECK (provider_step IN ('form', '3ds')),
  codi_payload TEXT,
  codi_issued_at TEXT,
  codi_expires_at TEXT,
  deadline TEXT,
  card_brand TEXT,
  card_last4 TEXT,
  decline_reason TEXT,
  -- Once paid: its payment movement, folio and instant.
  movement_id INTEGER REFERENCES payment_movements(id),
  folio TEXT,
  paid_at TEXT
);
CREATE INDEX IF NOT EXISTS payment_online_account ON payment_online (account_number, created_at, id);
CREATE INDEX IF NOT EXISTS payment_online_codi ON payment_online (status, method, codi_issued_at);
CREATE INDEX IF NOT EXISTS payment_online_movement ON payment_online (movement_id);
CREATE TABLE IF NOT EXISTS payment_online_items (
  payment_id INTEGER NOT NULL REFERENCES payment_online(id),
  order_id INTEGER REFERENCES payment_orders(id),
  service_id INTEGER REFERENCES payment_services(id),
  quantity INTEGER NOT NULL DEFAULT 1,
  unit_cents INTEGER NOT NULL,
  CHECK ((order_id IS NULL) <> (service_id IS NULL))
);
CREATE INDEX IF NOT EXISTS payment_online_items_payment ON payment_online_items (payment_id);
-- Who started an online payment: only they get its provider's link or CoDi code, and the
-- provider's page acts only for them (payments-provider-access.ts).
CREATE TABLE IF NOT EXISTS payment_online_payers (
  payment_id INTEGER PRIMARY KEY REFERENCES payment_online(id),
  user_id INTEGER NOT NULL REFERENCES users(id)
);
-- The wallet: cards the account's student saved at the bank. The bank keeps the number; the
-- portal keeps its token, brand, last four digits and expiry.
CREATE TABLE IF NOT EXISTS wallet_cards (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  account_number TEXT NOT NULL REFERENCES student_accounts(account_number),
  brand TEXT NOT NULL CHECK (brand IN ('visa', 'mastercard', 'amex')),
  last4 TEXT NOT NULL,
  expiry TEXT NOT NULL,
  bank_token TEXT NOT NULL UNIQUE,
  added_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS wallet_cards_account ON wallet_cards (account_number, id);
-- A visit to the bank's page to save a card; the card waits here during its 3-D Secure step.
CREATE TABLE IF NOT EXISTS wallet_enrolments (
  token TEXT PRIMARY KEY,
  account_number TEXT NOT NULL REFERENCES student_accounts(account_number),
  status TEXT NOT NULL CHECK (status IN ('form', '3ds', 'added', 'cancelled', 'rejected')),
  created_at TEXT NOT NULL,
  card_brand TEXT,
  card_last4 TEXT,
  card_expiry TEXT
);`
