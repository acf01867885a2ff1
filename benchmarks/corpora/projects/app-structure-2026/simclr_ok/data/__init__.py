from simclr_ok.data.views import augment, make_clusters, minibatches, two_views

__all__ = ["augment", "make_clusters", "minibatches", "two_views"]
