"""Loss factory whose hyperparameters are closed over as Python values."""

import jax
import jax.numpy as jnp
import numpy as np


def make_loss(margin, weights, reduction="mean"):
    class_weights = np.asarray(weights, dtype=np.float32)

    def loss(scores, labels):
        onehot = jax.nn.one_hot(labels, class_weights.shape[0])
        hinge = jnp.maximum(0.0, margin - scores * (2 * onehot - 1))
        if margin > 1.0:
            hinge = hinge / margin
        weighted = hinge * class_weights
        if reduction == "mean":
            return weighted.mean()
        return weighted.sum()

    return jax.jit(loss)


if __name__ == "__main__":
    loss = make_loss(2.0, [1.0, 0.5, 2.0])
    scores = jnp.array([[0.2, 1.5, -0.3], [1.0, -1.0, 0.0]])
    print(loss(scores, jnp.array([1, 0])))
    print(make_loss(0.5, [1.0, 1.0, 1.0], "sum")(scores, jnp.array([2, 2])))
