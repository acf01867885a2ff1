"""Environment registry with a gym-style ``make``."""

_ENVS = {}


def register(env_id):
    def decorator(cls):
        _ENVS[env_id] = cls
        cls.env_id = env_id
        return cls

    return decorator


def make(env_id, **kwargs):
    if env_id not in _ENVS:
        raise ValueError(f"no environment {env_id!r}; registered: {sorted(_ENVS)}")
    return _ENVS[env_id](**kwargs)


def registered():
    return sorted(_ENVS)
