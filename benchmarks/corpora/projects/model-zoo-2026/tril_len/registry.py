from .models import GPT, GRULM

_REGISTRY = {"gpt": GPT, "gru": GRULM}


def create_model(model_cfg):
    kwargs = dict(model_cfg)
    return _REGISTRY[kwargs.pop("name")](**kwargs)
