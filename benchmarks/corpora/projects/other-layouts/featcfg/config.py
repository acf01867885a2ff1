"""Hyper-parameters of the feature extractor and classifier."""

from dataclasses import dataclass


@dataclass(frozen=True)
class FeatureConfig:
    length: int = 40
    window: int = 5
    bin_width: float = 0.5
    lo: float = -2.0
    num_bins: int = 8
    classes: int = 2
    learning_rate: float = 0.5

    @property
    def num_windows(self):
        return self.length // self.window

    @property
    def feature_dim(self):
        return 2 * self.num_windows + self.num_bins
