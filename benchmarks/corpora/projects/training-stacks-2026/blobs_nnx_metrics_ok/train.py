import optax
from flax import nnx


def loss_and_logits(model, batch):
    logits = model(batch["x"])
    loss = optax.softmax_cross_entropy_with_integer_labels(logits, batch["y"]).mean()
    return loss, logits


def make_metrics():
    return nnx.MultiMetric(loss=nnx.metrics.Average("loss"),
                           accuracy=nnx.metrics.Accuracy())


@nnx.jit
def train_step(model, optimizer, metrics, batch):
    grad_fn = nnx.value_and_grad(loss_and_logits, has_aux=True)
    (loss, logits), grads = grad_fn(model, batch)
    optimizer.update(model, grads)
    metrics.update(loss=loss, logits=logits, labels=batch["y"])
