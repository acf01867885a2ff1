"""Linen bottleneck MLP whose widths come from int() of config ratios, trained with TrainState."""
