import associatesData from '~content/associates.json'
import type { Associate } from './schemas.ts'

export const associates = associatesData as Associate[]
