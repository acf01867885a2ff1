import jax.numpy as jnp
import optax
from flax import nnx

from clip_nnx_ok.data import batches
from clip_nnx_ok.losses import clip_loss
from clip_nnx_ok.model import CLIP


@nnx.jit(static_argnames=("max_scale",))
def train_step(model, optimizer, images, tokens, mask, max_scale=100.0):
    def loss_fn(model):
        img, txt, scale = model(images, tokens, mask)
        if max_scale is not None:
            scale = jnp.minimum(scale, max_scale)
        return clip_loss(img, txt, scale)

    (loss, acc), grads = nnx.value_and_grad(loss_fn, has_aux=True)(model)
    optimizer.update(model, grads)
    return loss, acc


def train(cfg, images, tokens, mask):
    model = CLIP(cfg, nnx.Rngs(cfg["seed"]))
    optimizer = nnx.Optimizer(model, optax.adamw(cfg["lr"], weight_decay=1e-4), wrt=nnx.Param)
    stream = batches(images, tokens, mask, cfg["batch_size"], cfg["seed"])
    for step in range(cfg["n_steps"]):
        loss, acc = train_step(model, optimizer, *next(stream))
        if step % 20 == 0 or step == cfg["n_steps"] - 1:
            print(f"step {step:4d}  loss {float(loss):.4f}  in-batch acc {float(acc):.3f}")
    return model
