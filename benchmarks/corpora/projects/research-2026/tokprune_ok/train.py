import optax
from flax import nnx


def make_optimizer(model, cfg):
    tx = optax.adamw(cfg.lr, weight_decay=cfg.weight_decay)
    return nnx.Optimizer(model, tx, wrt=nnx.Param)


def loss_fn(model, tokens, labels):
    logits = model(tokens)
    loss = optax.softmax_cross_entropy_with_integer_labels(logits, labels).mean()
    return loss, logits


@nnx.jit
def train_step(model, optimizer, tokens, labels):
    grad_fn = nnx.value_and_grad(loss_fn, has_aux=True)
    (loss, logits), grads = grad_fn(model, tokens, labels)
    optimizer.update(model, grads)
    acc = (logits.argmax(-1) == labels).mean()
    return loss, acc


@nnx.jit
def eval_step(model, tokens, labels):
    loss, logits = loss_fn(model, tokens, labels)
    return loss, (logits.argmax(-1) == labels).mean()
