import optax


class Registry:
    def __init__(self, label):
        self.label = label
        self._items = {}

    def register(self, name):
        def decorate(factory):
            self._items[name] = factory
            return factory

        return decorate

    def build(self, name, *args, **kwargs):
        if name not in self._items:
            raise LookupError(f"{self.label} {name!r} not found; options: {sorted(self._items)}")
        return self._items[name](*args, **kwargs)

    def __contains__(self, name):
        return name in self._items

    def __iter__(self):
        return iter(sorted(self._items))


MODELS = Registry("model")
OPTIMIZERS = Registry("optimizer")


@OPTIMIZERS.register("sgd")
def _sgd(cfg):
    return optax.sgd(cfg.learning_rate, momentum=0.9)


@OPTIMIZERS.register("adam")
def _adam(cfg):
    return optax.adamw(cfg.learning_rate, weight_decay=cfg.weight_decay)
