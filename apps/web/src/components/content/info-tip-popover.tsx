import { Button } from 'react-aria-components/Button';
import { Dialog, DialogTrigger, Heading } from 'react-aria-components/Dialog';
import { Popover } from 'react-aria-components/Popover';
import styles from './info-tip.module.css';

/** The tooltip's button and its popover, on React Aria (loaded with the first tooltip shown). */
export default function InfoTipPopover({
  title,
  text,
  buttonLabel,
}: {
  title: string;
  text: string;
  buttonLabel: string;
}) {
  return (
    <DialogTrigger>
      <Button className={styles.button} aria-label={buttonLabel}>
        <span aria-hidden="true">i</span>
      </Button>
      <Popover className={styles.popover} placement="top">
        <Dialog className={styles.dialog}>
          <Heading slot="title" className={styles.title}>
            {title}
          </Heading>
          <p>{text}</p>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
