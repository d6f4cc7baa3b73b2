// Placeholder: shared test helpers move here; delete when adding the first one.
