/**
 * Browser: the boxes a visitor ticked on a form, kept in their own browser (localStorage, under the
 * form's `data-choices`): ticked again when they come back, and each change kept. Nothing is sent
 * anywhere. Run by the checklist's inline script on the prerendered page (choices.inline.ts), and by
 * the checklist's component on a page reached by a click. A browser that refuses storage (private
 * modes, a full quota) keeps nothing and shows the form as it is.
 */
export function keepChoices(form: HTMLFormElement): void {
  const key = form.dataset.choices
  if (!key) return
  const boxes = () => [...form.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')]
  try {
    const kept = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown
    if (Array.isArray(kept)) for (const box of boxes()) box.checked = kept.includes(box.value)
  } catch {
    // Nothing kept, or storage refused: the form stays as the page has it.
  }
  form.addEventListener('change', () => {
    try {
      localStorage.setItem(
        key,
        JSON.stringify(
          boxes()
            .filter((box) => box.checked)
            .map((box) => box.value),
        ),
      )
    } catch {
      // Storage refused: the choice lasts as long as the page.
    }
  })
}
