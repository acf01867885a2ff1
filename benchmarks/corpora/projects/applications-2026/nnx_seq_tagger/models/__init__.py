from .tagger import ConvTagger
