/// `/character?page=N…`: `{"info": {…}, "results": […]}`.
struct RickAndMortyCharacterPageDTO: Decodable {
    let info: RickAndMortyPageInfoDTO
    let results: [RickAndMortyCharacterDTO]
}
