import type { HTMLAttributes, ReactNode } from 'react';
import styles from './card.module.css';

interface CardProps extends HTMLAttributes<HTMLElement> {
  as?: 'section' | 'article' | 'div' | 'li';
  tone?: 'plain' | 'highlight' | 'night';
  children: ReactNode;
}

export function Card({
  as: Element = 'section',
  tone = 'plain',
  className,
  children,
  ...props
}: CardProps) {
  return (
    <Element className={`${styles.card} ${styles[tone]} ${className ?? ''}`} {...props}>
      {children}
    </Element>
  );
}
