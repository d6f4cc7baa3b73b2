// Placeholder: this module is filled in by its issue. Delete this file when adding the first real source.
