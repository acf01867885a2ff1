"""Equinox MLP classifier; per-split evaluation metrics computed under vmap + filter_jit."""
