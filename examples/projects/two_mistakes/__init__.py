"""A jitted training step whose helpers, in two modules, hold independent mistakes."""
