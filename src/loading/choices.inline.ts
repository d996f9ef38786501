// The entry of the checklist's script (choices-script.ts builds it): it keeps the choices of the
// form just before its own script element, in the visitor's own browser.
import { keepChoices } from './choices.ts'

const form = document.currentScript?.previousElementSibling
if (form instanceof HTMLFormElement) keepChoices(form)
