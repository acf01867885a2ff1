import jax.numpy as jnp
import optax
from flax import nnx


def cross_entropy(model, x, y):
    logits = model(x)
    loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
    return loss, logits


@nnx.jit
def train_step(model, optimizer, metrics, x, y):
    model.train()
    (loss, logits), grads = nnx.value_and_grad(cross_entropy, has_aux=True)(model, x, y)
    optimizer.update(model, grads)
    metrics.update(loss=loss, logits=logits, labels=y)
    return loss


@nnx.jit
def eval_step(model, metrics, x, y):
    model.eval()
    loss, logits = cross_entropy(model, x, y)
    metrics.update(loss=loss, logits=logits, labels=y)


def make_metrics():
    return nnx.MultiMetric(
        accuracy=nnx.metrics.Accuracy(),
        loss=nnx.metrics.Average("loss"),
    )


def summarize(metrics):
    out = {k: float(v) for k, v in metrics.compute().items()}
    metrics.reset()
    return out


def grad_norms(grads):
    return {
        "/".join(str(p) for p in path): float(jnp.linalg.norm(g))
        for path, g in nnx.to_flat_state(grads)
    }
