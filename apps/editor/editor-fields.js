// The form's own checks at /admin, in the language of the pane being edited. Decap CMS writes its
// messages in its interface's language, the same for the English and the Telugu pane; fields of
// the widgets below carry their rules and their messages in each language instead (cms-config.ts
// reads both from @lumenor/content: the rules from the schemas the build checks files with), and
// this script checks them as the writer types and before saving. A classic script, run right
// after Decap's own, so the widgets exist before the form is drawn.
(() => {
  const countWords = (text) => text.trim().split(/\s+/).filter(Boolean).length;

  /** Inline Markdown as text: a link's words without its address; an image has none. */
  const plainText = (line) =>
    line
      .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\\(.)/g, '$1');

  const listItem = /^ {0,3}(?:[-*+]|\d{1,9}[.)])(?:\s|$)/;
  const heading = /^ {0,3}#{1,6}(?:\s|$)/;
  const quote = /^ {0,3}> ?/;
  const underline = /^ {0,3}(?:=+|-+)\s*$/;

  /**
   * The paragraphs of a Markdown body, as text: those the build counts (blog/schema.ts), at the
   * top level and in quotes, not in lists and not headings.
   * @param {string} markdown
   * @returns {string[]}
   */
  function paragraphsOf(markdown) {
    const paragraphs = [];
    /** @type {string[]} */
    let lines = [];
    let inList = false;
    /** @type {string[]} */
    let quoted = [];
    let afterBlank = false;
    const endParagraph = () => {
      if (lines.length > 0) paragraphs.push(plainText(lines.join(' ')));
      lines = [];
    };
    const endQuote = () => {
      if (quoted.length > 0) paragraphs.push(...paragraphsOf(quoted.join('\n')));
      quoted = [];
    };
    for (const line of markdown.split(/\r?\n/)) {
      if (line.trim() === '') {
        endParagraph();
        endQuote();
        afterBlank = true;
        continue;
      }
      const blankBefore = afterBlank;
      afterBlank = false;
      if (quote.test(line)) {
        endParagraph();
        inList = false;
        quoted.push(line.replace(quote, ''));
        continue;
      }
      // A line after a quoted one, with no blank line between, carries on the quote's paragraph.
      if (quoted.length > 0 && !heading.test(line) && !listItem.test(line)) {
        quoted.push(line);
        continue;
      }
      endQuote();
      if (listItem.test(line)) {
        endParagraph();
        inList = true;
        continue;
      }
      // Indented lines, or lines straight after an item's, belong to the list.
      if (inList && (/^\s/.test(line) || !blankBefore)) continue;
      inList = false;
      if (heading.test(line)) {
        endParagraph();
        continue;
      }
      // Text underlined with = or - is a heading, not a paragraph.
      if (lines.length > 0 && underline.test(line)) {
        lines = [];
        continue;
      }
      lines.push(line.trim());
    }
    endParagraph();
    endQuote();
    return paragraphs;
  }

  /**
   * The first line (1-based) of a body that holds Markdown the site does not show, or 0: HTML, a
   * code block, a `#` title or a heading below `###`, a rule, an image (the form offers none), or a link to no page of the site, the web or e-mail (blog/markdown.ts).
   * @param {string} markdown
   */
  function unsupportedLine(markdown) {
    const lines = markdown.split(/\r?\n/);
    const refused = [
      /<[a-zA-Z!/?]/,
      /^ {0,3}(?:```|~~~)/,
      /^ {0,3}(?:#|#{4,6})(?:\s|$)/,
      /^ {0,3}(?:(?:\* *){3,}|(?:_ *){3,})$/,
      /!\[[^\]]*\]\(/,
      /\]\((?!\/(?!\/)|#|https:\/\/|http:\/\/|mailto:)/,
    ];
    for (const [index, line] of lines.entries()) {
      const previous = lines[index - 1]?.trim() ?? '';
      // '===' under text makes it a title; '---' alone (not under text) is a rule.
      const title = previous !== '' && /^ {0,3}=+\s*$/.test(line);
      const rule = previous === '' && /^ {0,3}(?:- *){3,}$/.test(line);
      if (title || rule || refused.some((pattern) => pattern.test(line))) return index + 1;
    }
    return 0;
  }

  /** Paragraphs of at least `words` words, as the build counts them. */
  const substantialParagraphs = (markdown, words) =>
    paragraphsOf(markdown).filter((text) => countWords(text) >= words).length;

  const isRealDate = (text) => {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
    if (!match) return false;
    const [year, month, day] = match.slice(1).map(Number);
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  };

  /**
   * What is wrong with a field's value, or undefined: the build's rules (text is trimmed, then
   * measured as valibot measures it). The photo itself is measured apart (photoProblem).
   * @param {{ required?: boolean | 'new', minLength?: number, maxLength?: number,
   *   paragraphs?: { count: number, words: number }, date?: boolean, pattern?: string }} rules
   * @param {Record<string, string | undefined>} messages
   * @param {unknown} value
   * @param {{ isNew?: boolean }} [entry]
   */
  function fieldProblem(rules, messages, value, entry = {}) {
    const text = typeof value === 'string' ? value.trim() : '';
    if (text === '') {
      const required = rules.required === 'new' ? entry.isNew !== false : rules.required;
      return required ? messages.required : undefined;
    }
    if (rules.minLength !== undefined && text.length < rules.minLength) return messages.tooShort;
    if (rules.maxLength !== undefined && text.length > rules.maxLength) return messages.tooLong;
    if (rules.date && !isRealDate(text)) return messages.date;
    if (rules.pattern && !new RegExp(rules.pattern).test(text)) return messages.pattern;
    if (rules.paragraphs) {
      const line = unsupportedLine(text);
      if (line > 0) return messages.markdown?.replace('{line}', String(line));
      const found = substantialParagraphs(text, rules.paragraphs.words);
      if (found < rules.paragraphs.count) return messages.paragraphs?.replace('{found}', found);
    }
    return undefined;
  }
  globalThis.lumenorFieldProblem = fieldProblem;
  globalThis.lumenorParagraphsOf = paragraphsOf;

  /**
   * What is wrong with a photo file, or undefined: narrower than the build accepts, or so detailed
   * that the copy a phone picks stays over the budget at the build's lowest quality (encoded here
   * by the browser, at the build's quality, as WebP: the format whose copies are the larger).
   * @param {Blob} file
   * @param {{ minWidth: number, phoneWidth: number, quality: number, budget: number }} photo
   * @returns {Promise<{ problem?: 'tooNarrow' | 'tooHeavy' | 'unreadable', width?: number }>}
   */
  async function photoProblem(file, photo) {
    let bitmap;
    try {
      bitmap = await createImageBitmap(file);
    } catch {
      return { problem: 'unreadable' };
    }
    const { width, height } = bitmap;
    if (width < photo.minWidth) return { problem: 'tooNarrow', width };
    const copyWidth = Math.min(photo.phoneWidth, width);
    const canvas = new OffscreenCanvas(copyWidth, Math.round((height * copyWidth) / width));
    const context = canvas.getContext('2d');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    const copy = await canvas.convertToBlob({ type: 'image/webp', quality: photo.quality });
    // A browser that cannot write WebP leaves the budget to the build's own check.
    if (copy.type === 'image/webp' && copy.size > photo.budget) return { problem: 'tooHeavy' };
    return { width };
  }

  const pause = (milliseconds) => new Promise((resolve) => setTimeout(resolve, milliseconds));

  /**
   * The file of an illustration's path, as the editor has it: a photo just uploaded (still in the
   * browser), or a file of the repository, which Decap loads from its backend.
   */
  async function fileOfAsset(props, path) {
    // By its file name, which Decap finds in the media folder (a site path it takes for a web
    // address, and fetches from the site, where a new photo is not yet).
    const name = path.slice(path.lastIndexOf('/') + 1);
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const asset = props.getAsset?.(name, props.field);
      // While Decap loads a file it answers with a placeholder of its own, named empty.svg.
      if (asset && asset.path !== 'empty.svg') {
        if (asset.fileObj) return asset.fileObj;
        const response = await fetch(asset.url).catch(() => undefined);
        return response?.ok ? response.blob() : undefined;
      }
      await pause(100);
    }
    return undefined;
  }

  const CMS = globalThis.CMS;
  if (!CMS) return;

  // Decap says "Oops, you've missed a required field" of any field it refuses: a too-long title
  // too. Its toast points at the messages instead (the interface's language is English).
  const english = CMS.getLocale('en');
  if (english?.ui?.toast) {
    english.ui.toast.missingRequiredField =
      'This cannot be saved yet: see the message next to each field marked in red, in either language.';
  }

  /** The controls on the page, by field name and pane language: `title|te`. */
  const controls = new Map();
  const controlKey = (props) => `${props.field.get('name')}|${props.locale ?? ''}`;

  /**
   * A widget of Decap's (`base`) whose field also carries `rules` and `messages` by language:
   * checked in each pane in its language; a shared field (a copy in the other pane, which Decap
   * disables) only where it is edited. Decap checks only the pane of the first language when the
   * writer saves: that pane's controls check their twins in the other panes then.
   */
  function checkedWidget(base) {
    // A registered widget: { control, preview, schema, globalStyles, … }.
    const { control: BaseControl, preview, ...widget } = CMS.getWidget(base);
    class Control extends BaseControl {
      /** Decap's own presence check, in its interface's language, must pass: this one reports it. */
      getValidateValue = () => this.props.value || ' ';

      /** The photo being measured or measured last: { path, result? }. */
      photo = undefined;

      /** True while this script checks the field as the writer works (not Decap, on saving). */
      checkingAsWriterWorks = false;

      validateAsWriterWorks() {
        this.checkingAsWriterWorks = true;
        try {
          this.props.validate();
        } finally {
          this.checkingAsWriterWorks = false;
        }
      }

      messages() {
        const { field, locale } = this.props;
        return field.getIn(['messages', locale ?? 'en'])?.toJS() ?? {};
      }

      /** Called by Decap before saving and as the writer edits: an error shows under the label. */
      isValid = () => {
        const { field, value, isDisabled, getEntry } = this.props;
        if (isDisabled) return true;
        const rules = field.get('rules')?.toJS() ?? {};
        const entry = getEntry?.();
        // The other languages' text of an article awaiting its translation may stay empty.
        const defaultLocale = this.props.config?.i18n?.default_locale ?? 'en';
        const awaiting = rules.unlessTrue && entry?.getIn(['data', rules.unlessTrue]) === true;
        if (awaiting && (this.props.locale ?? defaultLocale) !== defaultLocale) return true;
        const messages = this.messages();
        const text = typeof value === 'string' ? value : '';
        const isNew = entry?.get('newRecord');
        let message = fieldProblem(rules, messages, text, { isNew });
        if (!message && rules.photo && text.trim() !== '') message = this.photoMessage(text.trim());
        if (!this.checkingAsWriterWorks && (this.props.locale ?? defaultLocale) === defaultLocale) {
          const otherPane = this.checkOtherPanes(rules, entry, awaiting);
          message ??= otherPane;
        }
        // Decap's notice at the top ("cannot be saved yet", above) shows for a missing field only:
        // every message here is reported as one, so the writer is told to look at the fields.
        return message ? { error: { type: 'PRESENCE', message } } : true;
      };

      /**
       * On saving: the same field in the other languages' panes is checked too, its message shown
       * there; a pane the writer has hidden is checked here, its message (in its language) here.
       */
      checkOtherPanes(rules, entry, awaiting) {
        const { field, locale } = this.props;
        const others = (field.get('messages')?.keySeq().toArray() ?? []).filter(
          (other) => other !== (locale ?? 'en'),
        );
        for (const other of others) {
          const control = controls.get(`${field.get('name')}|${other}`);
          if (control) {
            control.props.validate();
            continue;
          }
          if (awaiting || !rules.unlessTrue) continue;
          const value = entry?.getIn(['i18n', other, 'data', field.get('name')]);
          const messages = field.getIn(['messages', other])?.toJS() ?? {};
          const message = fieldProblem(rules, messages, value, { isNew: entry?.get('newRecord') });
          if (message) return message;
        }
        return undefined;
      }

      /** The message of the photo at `path`: measured once, then checked again when known. */
      photoMessage(path) {
        if (!/\.(jpe?g|png|webp)$/i.test(path)) return undefined;
        const rules = this.props.field.get('rules').toJS();
        const messages = this.messages();
        if (this.photo?.path !== path) {
          const photo = { path, result: undefined };
          this.photo = photo;
          fileOfAsset(this.props, path)
            .then((file) => (file ? photoProblem(file, rules.photo) : { problem: 'unreadable' }))
            .then((result) => {
              photo.result = result;
              if (this.photo === photo) this.validateAsWriterWorks();
            });
        }
        const result = this.photo.result;
        if (!result) return messages.checking;
        return result.problem
          ? messages[result.problem]?.replace('{width}', String(result.width))
          : undefined;
      }

      componentDidMount(...rest) {
        super.componentDidMount?.(...rest);
        controls.set(controlKey(this.props), this);
        // An illustration is measured as soon as it is shown, before the writer saves.
        if (this.props.field.get('rules')?.get('photo') && this.props.value) {
          this.checkingAsWriterWorks = true;
          this.isValid();
          this.checkingAsWriterWorks = false;
        }
      }

      /** Checked as the writer leaves a field they wrote in, as Decap checks a field's pattern. */
      componentDidUpdate(previous, ...rest) {
        super.componentDidUpdate?.(previous, ...rest);
        const left = previous.hasActiveStyle && !this.props.hasActiveStyle;
        // A choice (a date, an author, a picture) is checked as soon as it is made.
        const chosen = !['string', 'text', 'markdown'].includes(base);
        if (this.props.value && (left || (chosen && previous.value !== this.props.value))) {
          this.validateAsWriterWorks();
        }
      }

      componentWillUnmount(...rest) {
        super.componentWillUnmount?.(...rest);
        const key = controlKey(this.props);
        if (controls.get(key) === this) controls.delete(key);
      }
    }
    CMS.registerWidget({
      ...widget,
      name: `lumenor-${base}`,
      controlComponent: Control,
      previewComponent: preview,
    });
  }

  for (const base of ['string', 'text', 'markdown', 'select', 'datetime', 'image']) {
    checkedWidget(base);
  }
})();
