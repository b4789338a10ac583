import { Box, type BoxProps } from "@mantine/core";
import { useReducedMotion } from "@mantine/hooks";
import { type ReactNode, useEffect, useRef, useState } from "react";
import classes from "./Reveal.module.css";

type RevealProps = BoxProps & {
  children: ReactNode;
  /** Also drift and scale slightly with scroll (cosmetic parallax). */
  shift?: boolean;
  id?: string;
  "aria-labelledby"?: string;
};

/**
 * Fades its content in once, the first time it is 15% visible (docs/rules.md, Constants). The
 * server renders it shown, so the page reads without JavaScript; once running, only sections still
 * below the fold are hidden, to fade in on arrival. Under prefers-reduced-motion nothing moves.
 */
export function Reveal({ children, shift = false, className, ...props }: RevealProps) {
  const ref = useRef<HTMLElement>(null);
  const reduceMotion = useReducedMotion();
  const [visible, setVisible] = useState(true);
  const armed = useRef(false);

  useEffect(() => {
    const node = ref.current;
    if (reduceMotion || prefersReducedMotion()) return setVisible(true);
    if (!node || typeof IntersectionObserver === "undefined") return;
    if (!armed.current) {
      if (node.getBoundingClientRect().top < window.innerHeight) return; // already in view: stays
      armed.current = true;
      setVisible(false);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { threshold: 0.15 },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [reduceMotion]);

  useScrollShift(ref, shift && !reduceMotion);

  return (
    <Box
      component="section"
      ref={ref}
      className={[classes.reveal, className].filter(Boolean).join(" ")}
      data-visible={visible || undefined}
      {...props}
    >
      {children}
    </Box>
  );
}

/** Sets --shift-y and --shift-scale from the element's distance to the viewport's centre. */
export function useScrollShift(ref: React.RefObject<HTMLElement | null>, enabled: boolean) {
  useEffect(() => {
    const node = ref.current;
    if (!node || !enabled || prefersReducedMotion()) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const rect = node.getBoundingClientRect();
      const viewport = window.innerHeight || 1;
      const progress = Math.max(-1, Math.min(1, (rect.top + rect.height / 2 - viewport / 2) / viewport));
      node.style.setProperty("--shift-y", `${(progress * 24).toFixed(1)}px`);
      node.style.setProperty("--shift-scale", (1 - Math.abs(progress) * 0.03).toFixed(4));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      node.style.removeProperty("--shift-y");
      node.style.removeProperty("--shift-scale");
    };
  }, [ref, enabled]);
}

/**
 * Read at once: the hook's value is only known after the first render, and on a page the server
 * rendered, the first effects run before it.
 */
function prefersReducedMotion(): boolean {
  return typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;
}
