"""A flax.nnx classifier that also tracks which classes it has seen during training."""
import jax
import jax.numpy as jnp
import optax
from flax import nnx


class SeenCount(nnx.Variable):
    pass


class Classifier(nnx.Module):
    def __init__(self, din, num_classes, *, rngs):
        self.hidden = nnx.Linear(din, 16, rngs=rngs)
        self.head = nnx.Linear(16, num_classes, rngs=rngs)
        self.num_classes = num_classes
        self.seen = SeenCount(jnp.zeros((num_classes,), jnp.int32))

    def __call__(self, x):
        return self.head(nnx.relu(self.hidden(x)))

    def record(self, labels):
        present = jnp.unique(labels, size=self.num_classes, fill_value=self.num_classes)
        hits = jnp.zeros((self.num_classes + 1,), jnp.int32).at[present].set(1)
        self.seen[...] = self.seen[...] + hits[: self.num_classes]


def loss_fn(model, x, labels):
    logits = model(x)
    return optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()


@nnx.jit
def train_step(model, optimizer, x, labels):
    loss, grads = nnx.value_and_grad(loss_fn)(model, x, labels)
    optimizer.update(model, grads)
    model.record(labels)
    return loss


model = Classifier(4, 3, rngs=nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.adam(1e-2), wrt=nnx.Param)
x = jax.random.normal(jax.random.PRNGKey(0), (10, 4))
labels = jnp.array([0, 0, 0, 0, 1, 1, 2, 0, 1, 0])
for step in range(3):
    print(step, train_step(model, optimizer, x, labels))
print("batches containing each class:", model.seen[...])
