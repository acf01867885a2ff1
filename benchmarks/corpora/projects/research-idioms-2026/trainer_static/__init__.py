"""Trainer class with a jitted step whose augmentation list is a static argument."""
