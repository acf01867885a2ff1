"""Label smoothing with a flax.struct config object."""

import flax.struct
import jax
import jax.numpy as jnp


@flax.struct.dataclass
class LossConfig:
    num_classes: int
    smoothing: float


def smooth_labels(labels, cfg):
    eye = jnp.eye(cfg.num_classes)
    onehot = eye[labels]
    return onehot * (1 - cfg.smoothing) + cfg.smoothing / cfg.num_classes


@jax.jit
def smoothed_xent(logits, labels, cfg):
    targets = smooth_labels(labels, cfg)
    return -jnp.mean(jnp.sum(targets * jax.nn.log_softmax(logits), axis=-1))


if __name__ == "__main__":
    cfg = LossConfig(num_classes=4, smoothing=0.1)
    logits = jax.random.normal(jax.random.PRNGKey(0), (6, 4))
    labels = jnp.array([0, 1, 2, 3, 0, 1])
    print(smoothed_xent(logits, labels, cfg))
