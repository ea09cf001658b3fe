// The form's own checks at /admin, in the language of the pane being edited. Decap CMS writes its
// messages in its interface's language, the same for the English and the Telugu pane; fields of
// the widgets below carry their rules and their messages in each language instead (cms-config.ts
// takes both from @lumenor/content), and this script checks them as the writer types. A classic
// script, run right after Decap's own, so the widgets exist before the form is drawn.
(() => {
  /**
   * What is wrong with a field's value, or undefined: the build's rules (the text is trimmed, then
   * measured as valibot measures it).
   * @param {{ required?: boolean, minLength?: number, maxLength?: number }} rules
   * @param {{ required?: string, tooShort?: string, tooLong?: string }} messages
   * @param {unknown} value
   */
  function fieldProblem(rules, messages, value) {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text === '') return rules.required ? messages.required : undefined;
    if (rules.minLength !== undefined && text.length < rules.minLength) return messages.tooShort;
    if (rules.maxLength !== undefined && text.length > rules.maxLength) return messages.tooLong;
    return undefined;
  }
  globalThis.lumenorFieldProblem = fieldProblem;

  const CMS = globalThis.CMS;
  if (!CMS) return;
  for (const base of ['string', 'text', 'markdown']) {
    // A registered widget: { control, preview, schema, globalStyles, … }.
    const { control: BaseControl, preview, ...widget } = CMS.getWidget(base);
    class Control extends BaseControl {
      /** Decap's own presence check, in its interface's language, must pass: this one reports it. */
      getValidateValue = () => this.props.value || ' ';

      /** Called by Decap before saving and as the writer edits: an error shows under the label. */
      isValid = () => {
        const { field, locale, value } = this.props;
        const rules = field.get('rules')?.toJS() ?? {};
        const messages = field.getIn(['messages', locale ?? 'en'])?.toJS() ?? {};
        const message = fieldProblem(rules, messages, typeof value === 'string' ? value : '');
        return message ? { error: { type: 'CUSTOM', message } } : true;
      };

      /** Checked as the writer leaves a field they wrote in, as Decap checks a field's pattern. */
      componentDidUpdate(previous, ...rest) {
        super.componentDidUpdate?.(previous, ...rest);
        if (previous.hasActiveStyle && !this.props.hasActiveStyle && this.props.value) {
          this.props.validate();
        }
      }
    }
    CMS.registerWidget({
      ...widget,
      name: `lumenor-${base}`,
      controlComponent: Control,
      previewComponent: preview,
    });
  }
})();
