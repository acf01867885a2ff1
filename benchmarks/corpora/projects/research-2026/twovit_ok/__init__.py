"""Tiny ViT with random token dropping and a frozen-backbone warm start (flax.linen)."""
