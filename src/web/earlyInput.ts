/**
 * What a visitor does to a pre-rendered page before its script has adopted it: the text typed
 * into its fields, and a form sent with Enter. Adopting the page resets each field to its
 * machine's empty value, so the typing is read before and given back after, through the fields'
 * own input events.
 */

type Control = HTMLInputElement | HTMLTextAreaElement;

const CONTROLS = 'input, textarea';

export interface TypedValue {
  /** The control's place among the root's controls, the same before and after adoption. */
  index: number;
  value: string;
  checked: boolean;
}

const isToggle = (control: Control): control is HTMLInputElement =>
  control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/** The controls under `root` whose value the visitor has changed from the pre-rendered one. */
export function readTypedInput(root: Element): TypedValue[] {
  return [...root.querySelectorAll<Control>(CONTROLS)].flatMap((control, index) => {
    if (control instanceof HTMLInputElement && control.type === 'file') return [];
    const changed = isToggle(control)
      ? control.checked !== control.defaultChecked
      : control.value !== control.defaultValue;
    return changed ? [{ index, value: control.value, checked: isToggle(control) && control.checked }] : [];
  });
}

/** Puts the typed values back and fires the events a visitor's typing fires, so the forms' machines receive them. */
export function replayTypedInput(root: Element, typed: TypedValue[]) {
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
}

let heldForm: HTMLFormElement | null = null;

/** A native submission would send the fields in the address (a password too): hold it instead. */
function holdSubmit(event: SubmitEvent) {
  event.preventDefault();
  if (event.target instanceof HTMLFormElement) heldForm = event.target;
}

/** Until releaseEarlySubmits, a form sent on the pre-rendered page is held, not submitted by the browser. */
export function holdEarlySubmits() {
  document.addEventListener('submit', holdSubmit, true);
}

/** Stops holding and sends the held form again, now through the page's own submit handler. */
export function releaseEarlySubmits() {
  document.removeEventListener('submit', holdSubmit, true);
  const form = heldForm;
  heldForm = null;
  if (form?.isConnected) form.requestSubmit();
}
