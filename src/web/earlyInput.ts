/**
 * What a visitor types into a pre-rendered page's fields before its script has adopted the page.
 * Adopting it resets each field to its machine's empty value (and may move the focus), so the
 * typing is read before and given back after, through the fields' own input events. (Sending a
 * form early needs no care: every form's submit button is pre-rendered disabled, so Enter does
 * nothing until then.)
 */

type Control = HTMLInputElement | HTMLTextAreaElement;

const CONTROLS = 'input, textarea';

interface TypedValue {
  /** The control's place among the root's controls, the same before and after adoption. */
  index: number;
  value: string;
  checked: boolean;
}

export interface EarlyInput {
  typed: TypedValue[];
  /** The control the visitor is in, with the caret or selection. */
  focus: { index: number; start: number | null; end: number | null } | null;
}

const isToggle = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/** The controls under `root` whose value the visitor has changed from the pre-rendered one, and the focus. */
export function readEarlyInput(root: Element): EarlyInput {
  const controls = [...root.querySelectorAll<Control>(CONTROLS)];
  const typed = controls.flatMap((control, index) => {
    if (control instanceof HTMLInputElement && control.type === 'file') return [];
    const changed = isToggle(control)
      ? control.checked !== control.defaultChecked
      : control.value !== control.defaultValue;
    return changed ? [{ index, value: control.value, checked: isToggle(control) && control.checked }] : [];
  });
  const focused = controls.indexOf(document.activeElement as Control);
  const control = controls[focused];
  const focus = control ? { index: focused, start: control.selectionStart, end: control.selectionEnd } : null;
  return { typed, focus };
}

/**
 * Puts the typed values back, firing the events a visitor's typing fires so the forms' machines
 * receive them, and the focus and caret where they were.
 */
export function replayEarlyInput(root: Element, { typed, focus }: EarlyInput) {
  const controls = root.querySelectorAll<Control>(CONTROLS);
  for (const { index, value, checked } of typed) {
    const control = controls[index];
    if (!control) continue;
    if (isToggle(control)) {
      control.checked = checked;
      control.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      control.value = value;
      control.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }
  const focused = focus && controls[focus.index];
  if (!focused) return;
  if (document.activeElement !== focused) focused.focus();
  try {
    focused.setSelectionRange(focus.start, focus.end);
  } catch {
    // Inputs without a caret (email, number) refuse a selection; the focus is enough there.
  }
}
