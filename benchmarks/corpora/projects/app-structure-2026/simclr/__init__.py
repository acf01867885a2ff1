"""Self-supervised contrastive representation learning with equinox."""
