import { deviceSessionsSchema } from './device-sessions.ts'

export const devicesSchema = `
CREATE TABLE IF NOT EXISTS devices (
  id TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  device TEXT NOT NULL,
  browser TEXT NOT NULL,
  os TEXT NOT NULL,
  last_access TEXT NOT NULL,
  current INTEGER NOT NULL DEFAULT 0
);
${deviceSessionsSchema}`
