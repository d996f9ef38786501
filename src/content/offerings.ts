import resourcesData from '~content/resources.json'
import servicesData from '~content/services.json'
import type { Resource, Service } from './schemas.ts'

export const services = servicesData as Service[]
export const resources = resourcesData as Resource[]
