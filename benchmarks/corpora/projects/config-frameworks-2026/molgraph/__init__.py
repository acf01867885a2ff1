"""Message-passing GNN (plain JAX + optax) whose feature builders and aggregators load from an entry-point table."""
