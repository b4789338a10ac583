import { CalendarIcon } from "../../components/icons";
import { askForCalendar, DATE_FIELD } from "./date-field";
import classes from "./DatePlaceholder.module.css";

/**
 * Session Date in the form's place before the form has loaded: a plain labelled button drawn by
 * CSS alone (Mantine's input would weigh on the page's first load). A tap on it loads the form and
 * opens the calendar once it has; a focus is handed over to the field.
 */
export function DatePlaceholder({ onApproach }: { onApproach: () => void }) {
  return (
    <div className={classes.field}>
      <label htmlFor={DATE_FIELD.id} className={classes.label}>
        {DATE_FIELD.label}
        <span className={classes.required} aria-hidden="true">
          {" *"}
        </span>
      </label>
      <p className={classes.description}>{DATE_FIELD.description}</p>
      <button
        type="button"
        id={DATE_FIELD.id}
        className={classes.button}
        data-testid="booking-date"
        onClick={() => {
          askForCalendar("open");
          onApproach();
        }}
        onFocus={() => {
          askForCalendar("focus");
          onApproach();
        }}
      >
        <CalendarIcon size={18} />
        <span className={classes.placeholder}>{DATE_FIELD.placeholder}</span>
      </button>
    </div>
  );
}
