/**
 * The day the site is built as, in Seattle: today, or `BUILD_DAY` (YYYY-MM-DD) to build it as of
 * another day, as a test of the calendar does. The dated views, the feeds and the content check take
 * it. Build and test side only (it reads the environment).
 */
import { todayAtTheFirm } from './on-day.ts'

export function buildDay(now = new Date()): string {
  const day = process.env.BUILD_DAY
  if (day && !/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`BUILD_DAY=${day} is not a date written YYYY-MM-DD`)
  return day || todayAtTheFirm(now)
}
