// The entry of the dated script's bundle (dated-script.ts builds it once per build). The code is the
// same after every list, and so in every page, whose policy allows it by one hash: it corrects the
// element just before its own script element, on the visitor's date.
import { localIsoDate } from '../content/on-day.ts'
import { showCurrent } from './dated.ts'

const list = document.currentScript?.previousElementSibling as HTMLElement | null | undefined
if (list) showCurrent(list, localIsoDate(new Date()))
