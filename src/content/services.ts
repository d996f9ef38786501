import servicesData from '~content/services.json'
import type { Service } from './schemas.ts'

/** The services in full: imported by the Services page, which loads lazily. */
export const services = servicesData as Service[]
