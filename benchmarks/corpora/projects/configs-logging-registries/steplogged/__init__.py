"""A classifier trained with optax, with console reporting."""
