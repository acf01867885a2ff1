import jax.numpy as jnp
import optax

from .mixins import EMAMixin, MetricsMixin
from .trainer import Trainer


class SpiralTrainer(MetricsMixin, EMAMixin, Trainer):
    def __init__(self, args, model):
        super().__init__(args, model)
        self.log_window = args.log_window
        self.ema_decay = args.ema_decay

    def loss_fn(self, model, x, y):
        logits = model(x)
        loss = optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()
        acc = jnp.mean(logits.argmax(-1) == y)
        return loss, {"acc": acc}
