from typing import Tuple

import flax.linen as nn

from imgcls.registry import MODELS


@MODELS.register("cnn")
class SmallCNN(nn.Module):
    features: Tuple[int, ...]
    hidden: int
    num_classes: int

    @nn.compact
    def __call__(self, x):
        for i, feat in enumerate(self.features):
            x = nn.Conv(feat, kernel_size=(3, 3), name=f"conv_{i}")(x)
            x = nn.relu(x)
            if x.shape[1] > 4:
                x = nn.avg_pool(x, window_shape=(2, 2), strides=(2, 2))
        x = x.reshape((x.shape[0], -1))
        x = nn.relu(nn.Dense(self.hidden, name="fc")(x))
        return nn.Dense(self.num_classes, name="head")(x)


@MODELS.register("mlp")
class MLPClassifier(nn.Module):
    features: Tuple[int, ...]
    hidden: int
    num_classes: int

    @nn.compact
    def __call__(self, x):
        x = x.reshape((x.shape[0], -1))
        for _ in range(len(self.features)):
            x = nn.relu(nn.Dense(self.hidden)(x))
        return nn.Dense(self.num_classes)(x)
