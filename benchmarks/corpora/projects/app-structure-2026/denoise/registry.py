MODELS = {}
NOISES = {}


def register_model(name):
    def wrapper(cls):
        MODELS[name] = cls
        return cls

    return wrapper


def register_noise(name):
    def wrapper(factory):
        NOISES[name] = factory
        return factory

    return wrapper
