import { useQuery } from '@tanstack/react-query';
import { Button } from 'react-aria-components/Button';
import { Dialog, DialogTrigger, Heading } from 'react-aria-components/Dialog';
import { Popover } from 'react-aria-components/Popover';
import { useTranslation } from 'react-i18next';
import { contentQuery } from '../../lib/content-query.ts';
import { useLanguage } from '../../lib/use-language.ts';
import styles from './info-tip.module.css';

/**
 * A tooltip of the content service (checkout-and-account.md §7), opened by a button rather than
 * by hovering, so that it works by touch, keyboard and screen reader alike. Shows nothing while
 * the tooltips load or when the service fails: the page reads well without it.
 */
export function InfoTip({ code }: { code: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: tooltips } = useQuery(contentQuery('tooltip', language));
  const tooltip = tooltips?.find((node) => node.code === code);
  if (!tooltip) return null;

  return (
    <DialogTrigger>
      <Button
        className={styles.button}
        aria-label={t('content.more_about', { topic: tooltip.title })}
      >
        <span aria-hidden="true">i</span>
      </Button>
      <Popover className={styles.popover} placement="top">
        <Dialog className={styles.dialog}>
          <Heading slot="title" className={styles.title}>
            {tooltip.title}
          </Heading>
          <p>{tooltip.text}</p>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
