"""A small classifier trained through a Trainer object with a curriculum schedule."""
