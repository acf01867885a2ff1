import jax
import jax.numpy as jnp
import numpy as np


def log_softmax_loss(logits, label):
    # numerically stable log-sum-exp, written with NumPy
    m = np.max(logits)
    lse = m + np.log(np.sum(np.exp(logits - m)))
    return lse - logits[label]


logits = jnp.array([2.0, -1.0, 0.5, 3.0])
print("loss:", log_softmax_loss(logits, 3))
grad_fn = jax.grad(log_softmax_loss)
print("dloss/dlogits:", grad_fn(logits, 3))
