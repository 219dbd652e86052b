/**
 * Leaves the page with a form POST of `fields` to `url`, as a hosted payment page or a buyer's
 * e-procurement system requires (a cross-document navigation, not a fetch: the receiving page
 * takes over the browser). The form lives outside React, so a re-render cannot remove it first.
 */
export function postForm(url: string, fields: Readonly<Record<string, string>>): void {
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = url;
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
