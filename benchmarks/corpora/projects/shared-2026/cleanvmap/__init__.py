"""Bootstrap ensemble trained with vmap over members; NumPy only ever sees shapes and host data."""
