import { staleFields } from '@lumenor/content/stamps';
import {
  readArticle,
  readJson,
  sameValue,
  saveFormats,
  sourceKey,
  teluguStamp,
  translatedTexts,
  translationWidget,
  writeArticle,
  writeJson,
} from './save-format';

/**
 * The page's part of save-format.ts, bundled into /admin/save-format.js (admin-page.ts) and run
 * right after Decap CMS's own script: the formats that write only what changed, and the widget of
 * a Telugu twin's stamp, which keeps it as the writer translates and says which Telugu fields are
 * behind their English.
 */

/** Immutable.js collections, as far as this script reads them. */
interface Immutable {
  get(key: string): unknown;
  getIn(path: readonly string[]): unknown;
  toJS(): unknown;
}

interface ControlProps {
  field: Immutable;
  value: unknown;
  locale?: string;
  forID: string;
  collection: Immutable;
  getEntry: () => Immutable;
  onChange: (value: unknown) => void;
}

interface Decap {
  registerCustomFormat(
    name: string,
    extension: string,
    formatter: {
      fromFile: (text: string) => object;
      toFile: (data: Record<string, unknown>, order?: string[]) => string;
    },
  ): void;
  registerWidget(name: string, control: unknown, preview: unknown): void;
}

interface Page {
  CMS?: Decap;
  h?: (type: string, props: object | null, ...children: unknown[]) => unknown;
  createClass?: (spec: object) => unknown;
}

/** The widget's instance, as its methods use it. */
interface Watcher {
  props: ControlProps;
  watch?: ReturnType<typeof setInterval>;
  seen?: Immutable;
  forceUpdate(): void;
  keepStamp(): void;
}

const plain = (value: unknown): Record<string, unknown> => {
  const js = (value as Partial<Immutable> | undefined)?.toJS?.() ?? value;
  return js && typeof js === 'object' ? (js as Record<string, unknown>) : {};
};

/** The English and the Telugu of the entry being edited, and the Telugu's language. */
function twins(props: ControlProps) {
  const entry = props.getEntry();
  const collection = props.collection;
  const i18n = plain(collection.get('i18n'));
  const defaultLocale = typeof i18n.default_locale === 'string' ? i18n.default_locale : 'en';
  const locales = Array.isArray(i18n.locales) ? (i18n.locales as string[]) : [];
  const locale = locales.find((item) => item !== defaultLocale) ?? 'te';
  return {
    name: String(collection.get('name')),
    english: plain(entry.get('data')),
    telugu: plain(entry.getIn(['i18n', locale, 'data'])),
    isTelugu: props.locale === locale,
    isNew: entry.get('newRecord') === true,
  };
}

const page = globalThis as Page;
const { CMS, h, createClass } = page;
if (CMS && h && createClass) {
  CMS.registerCustomFormat(saveFormats.article, 'md', {
    fromFile: readArticle,
    toFile: (data, order) => writeArticle(data, order),
  });
  CMS.registerCustomFormat(saveFormats.json, 'json', { fromFile: readJson, toFile: writeJson });

  const control = createClass({
    /**
     * Decap draws a field again only when its own value changes; this one follows the whole entry
     * (the writer's every keystroke in any field), so it looks at the entry four times a second.
     */
    componentDidMount(this: Watcher) {
      this.keepStamp();
      this.watch = setInterval(() => {
        const entry = this.props.getEntry();
        if (entry === this.seen) return;
        this.seen = entry;
        this.forceUpdate();
      }, 250);
    },
    componentWillUnmount(this: Watcher) {
      clearInterval(this.watch);
    },
    componentDidUpdate(this: Watcher) {
      this.keepStamp();
    },
    /** What Decap's presence check reads: the status is always there. */
    getValidateValue() {
      return 'status';
    },
    /** The Telugu pane keeps the twin's stamp as the writer translates (stampAfterSave). */
    keepStamp(this: { props: ControlProps }) {
      const { name, english, telugu, isTelugu, isNew } = twins(this.props);
      // While the editor loads or saves an entry, its languages arrive one after the other: a
      // stamp made from half an entry would mark it changed.
      if (!isTelugu || (!isNew && !(sourceKey in telugu && sourceKey in english))) return;
      const stamp = teluguStamp(name, english, telugu);
      if (!sameValue(stamp, plain(this.props.value))) this.props.onChange(stamp);
    },
    render(this: { props: ControlProps }) {
      const { field, forID, locale = 'en' } = this.props;
      const { name, english, telugu } = twins(this.props);
      const stamp = teluguStamp(name, english, telugu);
      const stale = staleFields(translatedTexts(name, english), stamp);
      const copy = plain(field.getIn(['copy', locale])) as { current?: string; stale?: string };
      const labels = plain(field.getIn(['fieldLabels', locale]));
      const names = stale.map((item) => String(labels[item] ?? item)).join(', ');
      const text = stale.length ? (copy.stale ?? '').replace('{fields}', names) : copy.current;
      // An <output> is labelled by the field's label and read out as it changes.
      return h('output', { id: forID, 'data-stale': stale.join(' ') }, text);
    },
  });
  CMS.registerWidget(translationWidget, control, () => null);
}
