"""Trains a flax.nnx classifier with a class-balanced cross-entropy loss."""
import jax
import jax.numpy as jnp
import optax
from flax import nnx


class Classifier(nnx.Module):
    def __init__(self, din, num_classes, *, rngs):
        self.hidden = nnx.Linear(din, 16, rngs=rngs)
        self.head = nnx.Linear(16, num_classes, rngs=rngs)
        self.num_classes = num_classes

    def __call__(self, x):
        return self.head(nnx.relu(self.hidden(x)))

    def balanced_loss(self, x, labels):
        logits = self(x)
        ce = optax.softmax_cross_entropy_with_integer_labels(logits, labels)
        present = jnp.unique(labels)
        n_present = jnp.sum(present >= 0)
        counts = jnp.bincount(labels, length=self.num_classes)
        weights = 1.0 / counts[labels]
        return jnp.sum(ce * weights) / n_present


@nnx.jit
def train_step(model, optimizer, x, labels):
    loss, grads = nnx.value_and_grad(lambda m: m.balanced_loss(x, labels))(model)
    optimizer.update(model, grads)
    return loss


model = Classifier(4, 3, rngs=nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
x = jax.random.normal(jax.random.PRNGKey(0), (10, 4))
labels = jnp.array([0, 0, 0, 0, 1, 1, 2, 0, 1, 0])
for step in range(3):
    print(step, train_step(model, optimizer, x, labels))
