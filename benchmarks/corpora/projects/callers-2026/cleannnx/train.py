import numpy as np
import optax
from flax import nnx

from . import generate
from .models import LM


def copy_task(rng, cfg):
    half = cfg.seq // 2
    first = rng.integers(1, cfg.vocab, size=(cfg.batch, half))
    seq = np.concatenate([first, first], axis=1).astype(np.int32)
    return seq[:, :-1], seq[:, 1:]


def lm_loss(model, inputs, targets):
    logits = model(inputs)
    return optax.softmax_cross_entropy_with_integer_labels(logits, targets).mean()


@nnx.jit
def step(model, opt, inputs, targets):
    loss, grads = nnx.value_and_grad(lm_loss)(model, inputs, targets)
    opt.update(model, grads)
    return loss


def train(cfg):
    rng = np.random.default_rng(cfg.seed)
    model = LM(cfg, rngs=nnx.Rngs(cfg.seed))
    opt = nnx.Optimizer(model, optax.adamw(cfg.lr), wrt=nnx.Param)
    model.train()
    for i in range(cfg.steps):
        inputs, targets = copy_task(rng, cfg)
        loss = step(model, opt, inputs, targets)
        print(f"step {i}: loss {float(loss):.4f}")
    model.eval()
    acc, out = generate.copy_accuracy(model, cfg, rng)
    print("copy acc", acc, "entropy", round(generate.first_token_entropy(model, cfg), 4), out.shape)
    return model
